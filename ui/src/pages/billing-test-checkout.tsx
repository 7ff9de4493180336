export { default } from "@/features/billing/TestCheckoutPage";
