import { Alert, Button } from '@agency/ui';
import { errorMessage } from '@agency/web-kit';

/** A list that could not be read: what failed, the server's words when it gave some, and Retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <strong>{`Failed to fetch ${what}.`}</strong> {errorMessage(error, '')}
    </Alert>
  );
}
