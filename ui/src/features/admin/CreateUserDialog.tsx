import { useState } from "react";
import { UserPlus } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { adminActions, refreshAccounts } from "./hooks";
import { EMPTY_CREATE_USER, validateCreateUser, type CreateUserForm } from "./logic";

/** The super admin's Create User dialog: a customer or an administrator account, verified. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CreateUserForm>(EMPTY_CREATE_USER);
  const [errors, setErrors] = useState<ReturnType<typeof validateCreateUser>>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  function set<K extends keyof CreateUserForm>(k: K, v: CreateUserForm[K]) {
    const next = { ...form, [k]: v };
    setForm(next);
    if (tried) setErrors(validateCreateUser(next));
  }

  async function submit() {
    setTried(true);
    const found = validateCreateUser(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const res = await adminActions.createUser(form);
      toast({
        title: form.userType === "admin" ? "Admin Created" : "User Created",
        description: res?.message ?? `${form.email.trim()} can sign in now.`,
        variant: "success",
      });
      setOpen(false);
      setForm(EMPTY_CREATE_USER);
      setTried(false);
      setErrors({});
      void refreshAccounts();
    } catch (err) {
      toast({ title: "Create Failed", description: errorMessage(err, "The account could not be created."), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setForm(EMPTY_CREATE_USER);
          setErrors({});
          setTried(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" /> Create User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>The account is verified and can sign in at once.</DialogDescription>
        </DialogHeader>
        <form
          id="create-user-form"
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field label="Email" error={errors.email}>
            <Input type="email" autoComplete="off" value={form.email} onChange={(e) => set("email", e.target.value)} />
          </Field>
          <Field label="Password" error={errors.password} hint="At least 8 characters">
            <PasswordInput autoComplete="new-password" value={form.password} onChange={(e) => set("password", e.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name">
              <Input value={form.firstName} onChange={(e) => set("firstName", e.target.value)} />
            </Field>
            <Field label="Last name">
              <Input value={form.lastName} onChange={(e) => set("lastName", e.target.value)} />
            </Field>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="create-user-type">User type</Label>
            <Select value={form.userType} onValueChange={(v) => set("userType", v === "admin" ? "admin" : "user")}>
              <SelectTrigger id="create-user-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="user">User</SelectItem>
                <SelectItem value="admin">Admin</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {form.userType === "admin" ? (
            <div className="space-y-1.5 rounded-xl border border-amber-200 bg-amber-50 p-3">
              <label className="flex items-start gap-3 text-sm">
                <Checkbox
                  checked={form.confirmAdmin}
                  onCheckedChange={(c) => set("confirmAdmin", c === true)}
                  aria-invalid={errors.confirmAdmin ? true : undefined}
                  aria-describedby={errors.confirmAdmin ? "confirm-admin-error" : undefined}
                  className="mt-0.5"
                />
                <span>I confirm this account gets administrator access to User Management, Email Content and Subscriptions.</span>
              </label>
              {errors.confirmAdmin ? (
                <p id="confirm-admin-error" role="alert" className="text-[13px] font-medium text-danger">
                  {errors.confirmAdmin}
                </p>
              ) : null}
            </div>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="create-user-form" loading={saving}>
            Create User
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
