import type { ReactNode } from "react";
import { Link } from "react-router";
import { Lock, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useRole } from "@/features/auth/config";

function Notice({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-12">
      <div className="rounded-card border border-border bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">{icon}</span>
        <h2 className="mt-5 text-xl font-bold tracking-tight">{title}</h2>
        <p className="mt-2 text-[15px] text-muted-foreground">{text}</p>
        {children}
      </div>
    </div>
  );
}

export function AccessRestricted() {
  return (
    <Notice icon={<Lock className="size-7" />} title="Access Restricted" text="This section is only available to Super Administrators.">
      <Button asChild variant="outline" className="mt-6">
        <Link to="/admin/users">Go to User Management</Link>
      </Button>
    </Notice>
  );
}

/** Sections only the super administrator may open; other admins see Access Restricted. */
export function SuperOnly({ children }: { children: ReactNode }) {
  const { role } = useRole();
  if (role !== "super") return <AccessRestricted />;
  return <>{children}</>;
}

export function AdminNotFound() {
  const { role } = useRole();
  return (
    <Notice icon={<SearchX className="size-7" />} title="Page not found" text="This page does not exist in the admin area.">
      <Button asChild variant="outline" className="mt-6">
        <Link to={role === "super" ? "/admin" : "/admin/users"}>Back to Admin</Link>
      </Button>
    </Notice>
  );
}
