import { useParams } from "react-router";
import ViewEmailPage from "@/features/emails/ViewEmailPage";
import { useEmail } from "@/features/emails/hooks";
import { usePageTitle } from "@/features/layout/pageTitle";

/** /view-email/{id}: the tab carries the email's title (the same cached answer the page reads). */
export default function ViewEmail() {
  const { id } = useParams();
  const { email, notFound } = useEmail(id);
  usePageTitle(notFound ? "Email Not Found" : email?.title);
  return <ViewEmailPage />;
}
