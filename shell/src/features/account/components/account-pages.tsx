import { PendingPage } from './pending-page';

// Placeholders for the account flows (a later issue builds the forms); titles are the spec's.

export function SignupPage() {
  return (
    <PendingPage
      title="Create Account"
      text="Online sign-up is opening shortly. Until then, write to us and we will set up your client account."
      primary={{ to: '/contact', label: 'Contact Us' }}
      secondary={{ to: '/login', label: 'I already have an account' }}
    />
  );
}

export function ForgotPasswordPage() {
  return (
    <PendingPage
      title="Forgot Password"
      text="Self-service password reset is on its way. Contact us and we will help you back into your account."
      primary={{ to: '/contact', label: 'Contact Us' }}
      secondary={{ to: '/login', label: 'Back to sign in' }}
    />
  );
}

export function ResetPasswordPage() {
  return (
    <PendingPage
      title="Reset Password"
      text="Password reset links will work here soon."
      primary={{ to: '/login', label: 'Back to sign in' }}
    />
  );
}

export function FirstLoginChangePage() {
  return (
    <PendingPage
      title="Change Your Password"
      text="Before you start, you will set your own password here. This step is being finished; please check back shortly."
      primary={{ to: '/', label: 'Back to home' }}
    />
  );
}

export function EditProfilePage() {
  return (
    <PendingPage
      title="Edit Profile"
      text="Updating your name, e-mail, phone and password from here is coming soon."
      primary={{ to: '/', label: 'Back to home' }}
    />
  );
}
