import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, PageHeader } from '@agency/ui';
import { failureMessage } from '@agency/web-kit';
import { sendContactMessage } from '../api/send-contact-message';
import './contact.css';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

const FIELDS: Array<{ name: Field; label: string; type?: string; autoComplete?: string; required?: boolean }> = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'subject', label: 'Subject', required: true },
];

export default function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const { message } = await sendContactMessage(form);
      setOutcome({ tone: 'success', text: message });
      setForm(EMPTY); // spec: the form resets after a successful send
    } catch (caught) {
      setOutcome({ tone: 'error', text: failureMessage(caught, 'Failed to send message') });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Contact us"
        title="Let's talk about your project"
        subtitle="Tell us what you need and we will get back to you within one working day."
      />
      <div className="container contact">
        <form className="card contact__form stack" onSubmit={onSubmit} aria-label="Contact form">
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          {FIELDS.map((f) => (
            <label key={f.name} className="field">
              <span className="field__label">{f.label}</span>
              <input
                className="input"
                name={f.name}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                required={f.required}
                value={form[f.name]}
                onChange={set(f.name)}
              />
            </label>
          ))}
          <label className="field">
            <span className="field__label">Message</span>
            <textarea className="textarea" name="message" rows={6} required value={form.message} onChange={set('message')} />
          </label>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send Message'}
          </Button>
        </form>
        <aside className="card contact__details" aria-label="Contact details">
          <h2>Visit or write to us</h2>
          <p>
            <strong>Office</strong>
            <br />
            Vijay Nagar, Indore, Madhya Pradesh 452010, India
          </p>
          <p>
            <strong>Email</strong>
            <br />
            <a href="mailto:hello@agency.example">hello@agency.example</a>
          </p>
          <p>
            <strong>Phone</strong>
            <br />
            <a href="tel:+917310000000">+91 731 000 0000</a>
          </p>
          <p>
            <strong>Hours</strong>
            <br />
            Monday to Saturday, 10:00–19:00 IST
          </p>
        </aside>
      </div>
    </>
  );
}
