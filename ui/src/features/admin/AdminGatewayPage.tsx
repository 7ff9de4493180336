import { Link, Navigate } from "react-router";
import { Ban, ShieldCheck } from "lucide-react";
import { Logo } from "@/components/brand/Logo";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useRole } from "@/features/auth/config";

/** /admin/login: the way into the admin area. */
export default function AdminGatewayPage() {
  const { role, user, isLoading } = useRole();
  if (isLoading) return <FullPageSpinner />;
  if (role === "super") return <Navigate to="/admin" replace />;
  if (role === "admin") return <Navigate to="/admin/users" replace />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-950 p-6">
      <Logo light className="mb-8" />
      <div className="w-full max-w-md rounded-card bg-white p-8 text-center shadow-pop">
        {user ? (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-danger">
              <Ban className="size-7" />
            </span>
            <h1 className="mt-5 text-xl font-bold tracking-tight">Access Denied</h1>
            <p className="mt-2 text-[15px] text-muted-foreground">Your account does not have administrator access.</p>
            <Button asChild className="mt-6 w-full" size="lg">
              <Link to="/dashboard">Return to Main App</Link>
            </Button>
          </>
        ) : (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck className="size-7" />
            </span>
            <h1 className="mt-5 text-xl font-bold tracking-tight">StoryMail Admin</h1>
            <p className="mt-2 text-[15px] text-muted-foreground">Sign in with your administrator account to continue.</p>
            <Button asChild className="mt-6 w-full" size="lg">
              <Link to="/login?returnTo=/admin">Login as Administrator</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
