// Drafts are kept per account and never hold passwords.
import { renderToString } from 'react-dom/server';
import { installMemoryStorage } from './memory-storage';
import { fakeJwt, loginAs } from './fake-jwt';
import { clearDrafts, hasDraft, readDraft, storeDraft, useDraft } from '../src/drafts';
import { saveSession } from '../src/session-store';

const EMPTY = { name: '', password: '', domains: [] as string[] };

function MemberForm() {
  const draft = useDraft('admin:add-member', EMPTY, { omit: ['password'] });
  return (
    <p>
      {`${draft.restored ? 'restored' : 'fresh'} name=${draft.values.name} password=${draft.values.password} domains=${draft.values.domains.join('+')} owner=${draft.owner}`}
    </p>
  );
}

describe('drafts', () => {
  let tab: Map<string, string>;
  beforeEach(() => {
    installMemoryStorage('localStorage');
    tab = installMemoryStorage('sessionStorage');
  });

  test('when a form with a password is kept, then the password is never written to storage', () => {
    storeDraft('u1', 'admin:add-member', { name: 'Meera', password: 'Secret123!', domains: ['d1'] }, EMPTY, ['password']);
    expect([...tab.values()].join()).not.toContain('Secret123!');
    expect(readDraft('u1', 'admin:add-member', ['password'])).toEqual({ name: 'Meera', domains: ['d1'] });
  });

  test('when a form is back at its initial values, then nothing is kept', () => {
    storeDraft('u1', 'f', { name: 'Meera', password: '', domains: [] }, EMPTY, []);
    storeDraft('u1', 'f', EMPTY, EMPTY, []);
    expect(tab.size).toBe(0);
  });

  test('when the same account opens the form again, then it opens on the draft (without the password)', () => {
    saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1' }), 'admin'));
    storeDraft('u1', 'admin:add-member', { name: 'Meera', password: 'Secret123!', domains: ['d1', 'd2'] }, EMPTY, []);
    const html = renderToString(<MemberForm />);
    expect(html).toContain('restored name=Meera password= domains=d1+d2 owner=u1');
    expect(hasDraft('admin:add-member')).toBe(true);
  });

  test('when another account opens the form in the same tab, then it sees none of the first account’s draft', () => {
    storeDraft('u1', 'admin:add-member', { name: 'Meera', password: '', domains: ['d1'] }, EMPTY, []);
    saveSession(loginAs('u2', 'Yasmin', fakeJwt({ sub: 'u2' }), 'admin'));
    expect(renderToString(<MemberForm />)).toContain('fresh name= password= domains= owner=u2');
    expect(hasDraft('admin:add-member')).toBe(false);
  });

  test('when a visitor fills a form, then nothing is kept for anyone', () => {
    expect(renderToString(<MemberForm />)).toContain('fresh');
    expect(hasDraft('admin:add-member')).toBe(false);
  });

  test('when the tab signs out on purpose, then every draft is forgotten', () => {
    storeDraft('u1', 'a', { name: 'x', password: '', domains: [] }, EMPTY, []);
    storeDraft('u2', 'b', { name: 'y', password: '', domains: [] }, EMPTY, []);
    tab.set('unrelated', 'kept');
    clearDrafts();
    expect([...tab.keys()]).toEqual(['unrelated']);
  });
});
