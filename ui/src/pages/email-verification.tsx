export { default } from "@/features/auth/EmailVerificationPage";
