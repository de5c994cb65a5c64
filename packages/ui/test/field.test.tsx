import { renderToStaticMarkup } from 'react-dom/server';
import { Field } from '../src/components/field';
import { FieldSet } from '../src/components/field-set';

test('when a field has an error and a hint, then the control is marked invalid and described by both', () => {
  const html = renderToStaticMarkup(<Field id="email" label="Email" hint="We never share it" error="Enter a valid email address" />);
  expect(html).toContain('<label class="field__label" for="email">Email</label>');
  expect(html).toContain('<input id="email" aria-invalid="true" aria-describedby="email-hint email-error" class="input"/>');
  expect(html).toContain('<span class="field__error" id="email-error">Enter a valid email address</span>');
});

test('when a field is fine, then it is neither invalid nor described by an error', () => {
  const html = renderToStaticMarkup(<Field id="name" label="Name" value="Ana" readOnly />);
  expect(html).not.toContain('aria-invalid');
  expect(html).not.toContain('aria-describedby');
});

test('when a required field asks for the mark, then a star shows for the eye but not in the name', () => {
  const html = renderToStaticMarkup(<Field id="n" label="Name" required markRequired />);
  expect(html).toContain('<span class="field__required" aria-hidden="true"> *</span>');
  expect(renderToStaticMarkup(<Field id="n" label="Name" required />)).not.toContain('*');
});

test('when the field is a textarea or a select, then that control gets the label, the class and the wiring', () => {
  const area = renderToStaticMarkup(<Field as="textarea" id="m" label="Message" rows={6} error="Message is required" />);
  expect(area).toContain('<textarea id="m" rows="6" aria-invalid="true" aria-describedby="m-error" class="textarea"></textarea>');
  const select = renderToStaticMarkup(
    <Field as="select" id="d" label="Domain" defaultValue="">
      <option value="">Select a domain</option>
    </Field>,
  );
  expect(select).toContain('<select id="d" class="select">');
});

test('when no id is given, then the label still points at the control', () => {
  const html = renderToStaticMarkup(<Field label="Phone" />);
  const id = /for="([^"]+)"/.exec(html)?.[1];
  expect(id).toBeTruthy();
  expect(html).toContain(`<input id="${id}"`);
});

test('when a group of controls is labelled, then its legend names the fieldset and the star is only for the eye', () => {
  const html = renderToStaticMarkup(
    <FieldSet legend="Domains" markRequired aria-describedby="domains-hint">
      <input type="checkbox" aria-label="IOT" />
    </FieldSet>,
  );
  expect(html).toBe(
    '<fieldset aria-describedby="domains-hint"><legend class="field__label">Domains<span class="field__required" aria-hidden="true"> *</span></legend><input type="checkbox" aria-label="IOT"/></fieldset>',
  );
});
