import { Spinner } from "../ui/spinner";

/** The wait while a wizard's answers are sent; the screen's heading says what is happening. */
export function WizardBusy() {
  return (
    <div className="flex justify-center py-6 text-brand">
      <Spinner className="size-10" />
    </div>
  );
}
