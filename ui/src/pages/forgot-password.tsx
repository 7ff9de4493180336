export { default } from "@/features/auth/ForgotPasswordPage";
