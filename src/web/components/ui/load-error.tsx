import { errorMessageOf } from "#web/lib/api";
import { Alert } from "./alert";
import { Button } from "./button";

type TLoadErrorProps = {
  error: Error;
  /** Shown when the failure carries no message of the server's, such as a dropped connection. */
  fallback: string;
  onRetry?: () => void;
};

/** Data that could not be loaded: the server's reason when it gave one, and a retry when offered. */
export function LoadError({ error, fallback, onRetry }: TLoadErrorProps) {
  const alert = <Alert>{errorMessageOf(error, fallback)}</Alert>;
  if (!onRetry) return alert;
  return (
    <div className="space-y-4">
      {alert}
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
