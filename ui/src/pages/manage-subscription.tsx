export { default } from "@/features/billing/ManageSubscriptionPage";
