export { default } from "@/features/auth/SignupPage";
