import { useParams } from "react-router";
import EditEmailPage from "@/features/emails/EditEmailPage";
import { useEmail } from "@/features/emails/hooks";
import { usePageTitle } from "@/features/layout/pageTitle";

/** /edit-email/{id}: the tab says which email this one starts from. */
export default function EditEmail() {
  const { id } = useParams();
  const { email, notFound } = useEmail(id);
  usePageTitle(notFound ? "Email Not Found" : email ? `Create Similar: ${email.title}` : null);
  return <EditEmailPage />;
}
