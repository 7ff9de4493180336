export { default } from "@/features/emails/CreateEmailPage";
