export { default } from "@/features/auth/EmailVerifiedPage";
