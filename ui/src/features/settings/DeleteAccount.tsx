import { useEffect, useRef, useState, type ReactElement } from "react";
import { AlertTriangle } from "lucide-react";
import { del, serverMessage } from "@/lib/api";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";

/** How long the farewell stays on screen before the visitor is taken home. */
export const DELETE_REDIRECT_MS = 3000;
export const CONFIRM_WORD = "DELETE";

type Step = "closed" | "first" | "second";

/**
 * Account deletion behind two confirmations: a warning, then typing DELETE. After the server
 * has deleted the account, the visitor is signed out and taken home 3 seconds later.
 */
export function DeleteAccount({ trigger, onExpired }: { trigger: ReactElement; onExpired: (err: unknown) => boolean }) {
  const [step, setStep] = useState<Step>("closed");
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function remove() {
    setDeleting(true);
    try {
      await del("/api/user/delete-account");
      setDeleted(true);
      setStep("closed");
      toast({ title: "Account Deleted", description: "Your account has been deleted. Taking you to the home page...", variant: "success" });
      // A full load of the home page: every cache, the socket and the signed-in layout start
      // again as a visitor's, with nothing left over from the deleted account.
      timer.current = window.setTimeout(() => window.location.replace("/"), DELETE_REDIRECT_MS);
    } catch (err) {
      setStep("closed");
      if (onExpired(err)) return;
      toast({
        title: "Deletion Failed",
        description: serverMessage(err) ?? "Failed to delete account. Please contact support.",
        variant: "destructive",
      });
    } finally {
      setDeleting(false);
    }
  }

  if (deleted) {
    return (
      <p role="status" className="rounded-xl bg-muted px-4 py-2.5 text-sm font-medium text-muted-foreground">
        Account deleted. Redirecting...
      </p>
    );
  }

  return (
    <>
      <AlertDialog open={step === "first"} onOpenChange={(o) => setStep(o ? "first" : "closed")}>
        <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-red-50 text-danger">
              <AlertTriangle className="size-5" />
            </span>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account, every email in your library and your usage history. If you're on
              Starter, your subscription is cancelled right away. Consider exporting your data first.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => {
                setTyped("");
                setStep("second");
              }}
            >
              Continue
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={step === "second"} onOpenChange={(o) => !deleting && setStep(o ? "second" : "closed")}>
        <AlertDialogContent>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (typed.trim() === CONFIRM_WORD && !deleting) void remove();
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
              <AlertDialogDescription>
                There is no undo. Type <strong className="font-semibold text-foreground">{CONFIRM_WORD}</strong> to
                confirm that you want to delete your account and all of its data.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <Field label={`Type ${CONFIRM_WORD} to confirm`}>
              <Input
                name="confirm-delete"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={typed.trim() !== CONFIRM_WORD} loading={deleting}>
                {deleting ? "Deleting..." : "Delete My Account"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
