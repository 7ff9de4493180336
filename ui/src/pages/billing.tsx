export { default } from "@/features/billing/BillingPage";
