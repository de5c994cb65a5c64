import { ApiError } from '../src/api-error';
import { changedFields, ifMatch, isStaleEdit } from '../src/edits';

describe('edit forms send only what changed, on the version they opened', () => {
  test('when two fields of five changed, then only those two are sent (lists compared by content)', () => {
    const opened = { name: 'Priya', about: '', languages: ['English'], skills: ['Go'], empId: 'E1' };
    const edited = { name: 'Priya', about: 'Leads the web team.', languages: ['English', 'Hindi'], skills: ['Go'], empId: 'E1' };
    expect(changedFields(opened, edited)).toEqual({ about: 'Leads the web team.', languages: ['English', 'Hindi'] });
  });

  test('when the version is known, then If-Match names it; when not, then no header is sent', () => {
    expect(ifMatch(3)).toEqual({ 'If-Match': '"3"' });
    expect(ifMatch(undefined)).toEqual({});
  });

  test('when the server refuses a save on an older copy, then it reads as stale (and nothing else does)', () => {
    expect(isStaleEdit(new ApiError(409, 'STALE_VERSION', 'Someone else saved changes here'))).toBe(true);
    expect(isStaleEdit(new ApiError(409, 'EMAIL_TAKEN', 'taken'))).toBe(false);
  });
});
