import { Link, useParams } from "react-router";
import { ArrowLeft, FileQuestion, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Composer, EditCreditNotices } from "./compose";
import { subjectLines } from "./files";
import { valuesFromEmail } from "./form";
import { useEmail } from "./hooks";

export const EDIT_NOT_FOUND = "The email you're trying to edit doesn't exist or you don't have permission to edit it.";

/** /edit-email/{id}: the form prefilled from an email; sending it creates a new email. */
export default function EditEmailPage() {
  const { id = "" } = useParams();
  const { email, error, isLoading, notFound, mutate } = useEmail(id);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to={`/view-email/${encodeURIComponent(id)}`}>
            <ArrowLeft className="size-4" /> Back to Email
          </Link>
        </Button>
      </div>
      <header className="space-y-1">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Create Similar Email</h2>
        <p className="text-[15px] text-muted-foreground">
          {email ? (
            <>
              Starting from <span className="font-medium text-foreground">{email.title}</span>. Change what you like; a new
              email is created and the original stays as it is.
            </>
          ) : (
            "Start from an existing email; a new email is created and the original stays as it is."
          )}
        </p>
      </header>

      {notFound ? (
        <Card className="p-8 text-center" role="alert">
          <FileQuestion className="mx-auto size-10 text-muted-foreground" />
          <h3 className="mt-3 text-lg font-semibold">Email Not Found</h3>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{EDIT_NOT_FOUND}</p>
          <Button asChild variant="outline" className="mt-5">
            <Link to="/manage-emails">Back to My Emails</Link>
          </Button>
        </Card>
      ) : error ? (
        <Card className="p-8 text-center" role="alert">
          <h3 className="text-lg font-semibold">Error Loading Email</h3>
          <p className="mt-1 text-sm text-muted-foreground">We couldn't load this email. Please try again.</p>
          <Button variant="outline" className="mt-5" onClick={() => void mutate()}>
            <RefreshCw className="size-4" /> Try Again
          </Button>
        </Card>
      ) : isLoading || !email ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading email">
          <Skeleton className="h-14 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : (
        <>
          <EditCreditNotices />
          {/* The email as answered is its current version: the subject idea starts from its favourite line. */}
          <Composer
            key={email.id}
            variant="edit"
            initial={{ ...valuesFromEmail(email), emailSubject: email.emailSubject || (subjectLines(email.generatedSubject)[0] ?? "") }}
            submitLabel="Create New Email"
          />
        </>
      )}
    </div>
  );
}
