import { useEffect, useState, type ReactNode } from "react";
import { Ban, CalendarDays, Download, Gift, KeyRound, RefreshCw, RotateCcw, Trash2, XCircle } from "lucide-react";
import { errorMessage } from "@/lib/api";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useAppConfig, useRole } from "@/features/auth/config";
import { adminActions, forgetAccount, refreshAccounts, useUserDetail } from "./hooks";
import {
  BONUS_DEFAULT,
  BONUS_MAX,
  BONUS_MIN,
  bonusProblem,
  plural,
  DEFAULT_BLOCK_REASON,
  SUPPORT_PASSWORD_ERROR,
  emailStatusBadge,
  formatCount,
  fullName,
  isActiveSubscriber,
  shortDate,
  subscriptionStatusText,
  supportPasswordValid,
  userBadge,
  validBonusCredits,
} from "./logic";
import { Detail } from "./parts";
import type { UserDetail } from "./types";

type ActionName = "reset" | "password" | "export" | "bonus" | "resetBonus" | "cancel" | "delete" | "block";

/** The details of one account with every support action. Open while `userId` is set. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  return (
    <Dialog open={userId !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl [&>*]:min-w-0">{userId ? <DetailsBody userId={userId} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function DetailsBody({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, error, mutate, isLoading } = useUserDetail(userId);
  const { superAdminId } = useAppConfig();

  if (error && !data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription className="font-mono text-xs">{userId}</DialogDescription>
        </DialogHeader>
        <div className="py-8 text-center" role="alert">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-danger">
            <XCircle className="size-6" />
          </span>
          <p className="mt-4 font-semibold">Failed to load user details</p>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(error, "Please try again.")}</p>
          <Button variant="outline" className="mt-5" onClick={() => void mutate()} loading={isLoading}>
            <RefreshCw className="size-4" /> Retry
          </Button>
        </div>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>Loading the account…</DialogDescription>
        </DialogHeader>
        <div className="space-y-4" aria-busy="true">
          <div className="grid grid-cols-3 gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>
      </>
    );
  }

  const u = data.user;
  const badge = userBadge(u, superAdminId);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {fullName(u)} <Badge tone={badge.tone}>{badge.label}</Badge>
          {u.actionTakerBonus ? <Badge tone="gold">Action Taker</Badge> : null}
        </DialogTitle>
        <DialogDescription className="break-all">{u.email}</DialogDescription>
      </DialogHeader>

      <section aria-label="Statistics" className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label="Total Emails" value={formatCount(data.totalEmails)} />
        <Figure label="Emails This Month" value={formatCount(data.emailsThisMonth)} />
        <Figure label="Member Days" value={formatCount(data.memberDays)} />
      </section>

      <Section title="User Information">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Email">{u.email}</Detail>
          <Detail label="Name">{[u.firstName, u.lastName].filter(Boolean).join(" ") || "—"}</Detail>
          <Detail label="User ID" mono>
            {u.id}
          </Detail>
          <Detail label="Subscription Status">
            {subscriptionStatusText(u.subscriptionStatus)}
            {u.subscriptionCancelsAt ? ` · ends ${shortDate(u.subscriptionCancelsAt)}` : ""}
          </Detail>
          <Detail label="Stripe Customer ID" mono>
            {u.stripeCustomerId || "—"}
          </Detail>
          <Detail label="Subscription ID" mono>
            {u.stripeSubscriptionId || "—"}
          </Detail>
          <Detail label="Member Since">{shortDate(u.createdAt)}</Detail>
          <Detail label="Credits">
            {data.usage
              ? `${formatCount(data.usage.emailsCreated)} used · ${formatCount(data.usage.emailsRemaining)} left · ${formatCount(u.bonusCredits)} bonus`
              : `${formatCount(u.bonusCredits)} bonus`}
          </Detail>
        </dl>
      </Section>

      <Section title="Recent Emails">
        {data.recentEmails.length === 0 ? (
          <p className="text-sm text-muted-foreground">This user has not created any emails yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {data.recentEmails.map((e) => {
              const b = emailStatusBadge(e.status);
              return (
                <li key={e.id} className="flex items-start justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{e.title}</p>
                    <p className="truncate text-xs text-muted-foreground">{e.contentFocus}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <Badge tone={b.tone}>{b.label}</Badge>
                    <span className="text-xs text-muted-foreground">{shortDate(e.createdAt)}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <SupportActions detail={data} onDeleted={onClose} />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/60 p-3 text-center">
      <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
      <p className="text-[11px] font-medium text-muted-foreground sm:text-xs">{label}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function SupportActions({ detail, onDeleted }: { detail: UserDetail; onDeleted: () => void }) {
  const u = detail.user;
  const [busy, setBusy] = useState<ActionName | null>(null);
  const [password, setPassword] = useState("");
  const [bonus, setBonus] = useState(String(BONUS_DEFAULT));
  const [reason, setReason] = useState("");
  const [confirm, setConfirm] = useState<"cancel" | "delete" | "block" | null>(null);
  const bonusNumber = Number(bonus);
  const bonusError = bonusProblem(bonus, u.bonusCredits);
  const bonusOk = bonusError === undefined && validBonusCredits(bonusNumber);
  const { superAdminId } = useAppConfig();
  const { user: me } = useRole();
  // Deleting the super admin or yourself is refused by the server; the buttons are not offered.
  const canDelete = u.id !== superAdminId && u.id !== me?.id;

  useEffect(() => {
    setPassword("");
    setBonus(String(BONUS_DEFAULT));
    setReason("");
  }, [u.id]);

  async function run(
    name: ActionName,
    call: () => Promise<unknown>,
    ok: { title: string; description: string },
    fail: { title: string; description: string },
    removes = false,
  ) {
    let done = false;
    setBusy(name);
    try {
      await call();
      toast({ ...ok, variant: "success" });
      done = true;
      return true;
    } catch (err) {
      toast({ title: fail.title, description: errorMessage(err, fail.description), variant: "destructive" });
      return false;
    } finally {
      setBusy(null);
      // A deleted account's details are dropped, not asked again (that would only answer 404).
      if (removes && done) void forgetAccount(u.id);
      else void refreshAccounts(u.id);
    }
  }

  const resetUsage = () =>
    run("reset", () => adminActions.resetUsage(u.id), { title: "Usage Reset", description: "The monthly email usage is back to 0." }, { title: "Error", description: "Failed to reset usage" });

  async function updatePassword() {
    if (!supportPasswordValid(password)) {
      toast({ title: "Invalid Password", description: SUPPORT_PASSWORD_ERROR, variant: "destructive" });
      return;
    }
    const done = await run(
      "password",
      () => adminActions.updatePassword(u.id, password),
      { title: "Password Updated", description: "The new password works now; the user was signed out everywhere." },
      { title: "Update Failed", description: "Failed to update password" },
    );
    if (done) setPassword("");
  }

  async function exportData() {
    setBusy("export");
    try {
      const name = await adminActions.exportUser(u.id);
      toast({ title: "Export Complete", description: `Saved as ${name}`, variant: "success" });
    } catch (err) {
      toast({ title: "Export Failed", description: errorMessage(err, "Failed to export user data"), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const addBonus = () =>
    run(
      "bonus",
      () => adminActions.addBonusCredits(u.id, bonusNumber),
      { title: "Bonus Credits Added", description: `${bonusNumber} bonus credits added.` },
      { title: "Error", description: "Failed to add bonus credits" },
    );

  const resetBonus = () =>
    run(
      "resetBonus",
      () => adminActions.resetBonusCredits(u.id),
      { title: "Bonus Credits Reset", description: "Bonus credits are back to 0." },
      { title: "Failed to reset bonus credits", description: "Please try again." },
    );

  const cancel = () =>
    run(
      "cancel",
      () => adminActions.cancelSubscription(u.id),
      { title: "Subscription Canceled", description: "The subscription ended immediately." },
      { title: "Error", description: "Failed to cancel subscription" },
    );

  async function remove() {
    const done = await run(
      "delete",
      () => adminActions.deleteUser(u.id),
      { title: "User Deleted", description: `${u.email} was deleted.` },
      { title: "Delete Failed", description: "Failed to delete user" },
      true,
    );
    if (done) onDeleted();
  }

  async function block() {
    const why = reason.trim() || DEFAULT_BLOCK_REASON;
    const done = await run(
      "block",
      () => adminActions.deleteAndBlock(u.id, why),
      { title: "User Deleted and Email Blocked", description: `${u.email} can no longer sign up.` },
      { title: "Delete and Block Failed", description: "Failed to delete and block user" },
      true,
    );
    if (done) onDeleted();
  }

  const disabled = busy !== null;

  return (
    <Section title="Support Actions">
      <div className="space-y-4 rounded-xl border border-border p-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void resetUsage()} loading={busy === "reset"} disabled={disabled}>
            <RotateCcw className="size-4" /> Reset Email Usage
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportData()} loading={busy === "export"} disabled={disabled}>
            <Download className="size-4" /> Export User Data
          </Button>
          {isActiveSubscriber(u) ? (
            <Button variant="outline" size="sm" onClick={() => setConfirm("cancel")} disabled={disabled}>
              <CalendarDays className="size-4" /> Cancel Subscription
            </Button>
          ) : null}
        </div>

        <form
          className="space-y-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            void updatePassword();
          }}
        >
          <Label htmlFor="support-password">New password</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="flex-1">
              <PasswordInput id="support-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="At least 6 characters" />
            </div>
            <Button type="submit" variant="outline" className="h-11" loading={busy === "password"} disabled={disabled}>
              <KeyRound className="size-4" /> Update Password
            </Button>
          </div>
        </form>

        <div className="space-y-1.5">
          <Label htmlFor="bonus-credits">Bonus Credits</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="bonus-credits"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={bonus}
              onChange={(e) => setBonus(e.target.value.replace(/\D/g, "").slice(0, 3))}
              className="sm:w-28"
              aria-invalid={!bonusOk || undefined}
            />
            <Button className="h-11" onClick={() => void addBonus()} disabled={!bonusOk || disabled} loading={busy === "bonus"}>
              <Gift className="size-4" /> Add Bonus Credits
            </Button>
            <Button variant="ghost" className="h-11" onClick={() => void resetBonus()} loading={busy === "resetBonus"} disabled={disabled}>
              Reset Bonus Credits
            </Button>
          </div>
          <p className={bonusOk ? "text-xs text-muted-foreground" : "text-[13px] font-medium text-danger"}>
            {bonusError ?? `A whole number from ${BONUS_MIN} to ${BONUS_MAX}.`} The user has {plural(u.bonusCredits, "bonus credit")} now.
          </p>
        </div>

        {canDelete ? (
        <div className="space-y-2 rounded-xl border border-red-200 bg-red-50/50 p-3" data-testid="danger-zone">
          <p className="text-sm font-semibold text-red-900">Danger zone</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={() => setConfirm("delete")} disabled={disabled} loading={busy === "delete"}>
              <Trash2 className="size-4" /> Delete User
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirm("block")} disabled={disabled} loading={busy === "block"}>
              <Ban className="size-4" /> Delete &amp; Block Email
            </Button>
          </div>
        </div>
        ) : null}
      </div>

      <AlertDialog open={confirm !== null} onOpenChange={(o) => !o && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {confirm === "cancel" ? "Cancel Subscription" : confirm === "delete" ? "Delete User" : "Delete & Block Email"}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {confirm === "cancel"
                ? `End ${u.email}'s Starter subscription immediately? They go back to the trial limits.`
                : confirm === "delete"
                  ? `Delete ${u.email} and all of their emails? This cannot be undone.`
                  : `Delete ${u.email}, all of their emails, and block this address from signing up again?`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {confirm === "block" ? (
            <div className="space-y-1.5">
              <Label htmlFor="block-reason">Reason (optional)</Label>
              <Input id="block-reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder={DEFAULT_BLOCK_REASON} maxLength={500} />
            </div>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel>Keep</AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => {
                const which = confirm;
                setConfirm(null);
                if (which === "cancel") void cancel();
                if (which === "delete") void remove();
                if (which === "block") void block();
              }}
            >
              {confirm === "cancel" ? "Cancel Subscription" : confirm === "delete" ? "Delete User" : "Delete & Block"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Section>
  );
}
