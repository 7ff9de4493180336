export { default } from "@/features/admin/SubscriptionsPage";
