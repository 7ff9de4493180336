export { default } from "@/features/emails/EditEmailPage";
