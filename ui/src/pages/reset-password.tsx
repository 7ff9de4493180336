export { default } from "@/features/auth/ResetPasswordPage";
