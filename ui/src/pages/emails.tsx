export { default } from "@/features/emails/EmailsPage";
