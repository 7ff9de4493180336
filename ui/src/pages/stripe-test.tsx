export { default } from "@/features/billing/StripeTestPage";
