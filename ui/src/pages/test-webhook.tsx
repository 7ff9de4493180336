export { default } from "@/features/billing/TestWebhookPage";
