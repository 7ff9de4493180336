export { default } from "@/features/auth/LoginPage";
