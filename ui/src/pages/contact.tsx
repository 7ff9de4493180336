export { default } from "@/features/contact/ContactPage";
