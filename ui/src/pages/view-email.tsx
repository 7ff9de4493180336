export { default } from "@/features/emails/ViewEmailPage";
