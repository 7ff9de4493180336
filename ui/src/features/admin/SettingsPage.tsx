import { Database, HardDriveDownload, KeyRound, Lock, RefreshCw, Save, Server, ShieldCheck, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAppConfig } from "@/features/auth/config";
import { STARTER_LIMIT, STARTER_PRICE, TRIAL_CREDITS } from "./logic";
import { PageHeader } from "./parts";

const STATUS: [string, LucideIcon, string][] = [
  ["Database", Database, "Connected"],
  ["Server", Server, "Running"],
  ["Authentication", KeyRound, "Active"],
  ["Payment Provider", ShieldCheck, "Connected"],
];

const SECURITY = [
  "Passwords are stored as Argon2id hashes",
  "Sessions live in HttpOnly cookies and can be revoked",
  "Admin roles are checked by the server on every call",
  "Sign-in, sign-up and contact forms are rate limited",
];

/** /admin/settings: static status and configuration; the buttons only confirm with a toast. */
export default function SettingsPage() {
  const { appEnv } = useAppConfig();
  return (
    <div className="space-y-6">
      <PageHeader title="System Settings" description="Platform status and configuration." />

      <Card>
        <CardHeader>
          <CardTitle>System Status</CardTitle>
          <CardDescription>The services the platform depends on.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STATUS.map(([name, Icon, state]) => (
            <div key={name} className="flex items-center gap-3 rounded-xl border border-border p-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                <Icon className="size-4.5" />
              </span>
              <div>
                <p className="text-sm font-medium">{name}</p>
                <Badge tone="success">{state}</Badge>
              </div>
            </div>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Configuration</CardTitle>
          <CardDescription>Plan settings are part of the release and are read-only here.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="App name">
            <Input value="StoryMail" readOnly />
          </Field>
          <Field label="Default plan">
            <Input value={`Free (${TRIAL_CREDITS} credits)`} readOnly />
          </Field>
          <Field label="Starter limit">
            <Input value={`${STARTER_LIMIT} emails/month`} readOnly />
          </Field>
          <Field label="Starter price">
            <Input value={`$${STARTER_PRICE}/month`} readOnly />
          </Field>
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button onClick={() => toast({ title: "Settings Updated", description: "System settings have been saved.", variant: "success" })}>
            <Save className="size-4" /> Update Settings
          </Button>
          <Button variant="outline" onClick={() => toast({ title: "Backup Created", description: "A database backup has been scheduled.", variant: "success" })}>
            <HardDriveDownload className="size-4" /> Create Backup
          </Button>
          <Button variant="outline" onClick={() => toast({ title: "Cache Refreshed", description: "Application caches have been cleared.", variant: "success" })}>
            <RefreshCw className="size-4" /> Refresh Cache
          </Button>
        </CardFooter>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lock className="size-5 text-muted-foreground" /> Security
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {SECURITY.map((s) => (
                <li key={s} className="flex items-start gap-2">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" /> {s}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Server className="size-5 text-muted-foreground" /> System Information
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Info label="Environment" value={appEnv} />
              <Info label="Server" value="Go (Fiber)" />
              <Info label="Database" value="PostgreSQL" />
              <Info label="Queue and cache" value="Redis" />
              <Info label="Interface" value="React" />
              <Info label="Live updates" value="WebSocket" />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium capitalize">{value}</dd>
    </div>
  );
}
