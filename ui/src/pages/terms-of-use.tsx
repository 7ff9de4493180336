export { default } from "@/features/legal/TermsOfUsePage";
