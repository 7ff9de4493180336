export { default } from "@/features/billing/SubscribePage";
