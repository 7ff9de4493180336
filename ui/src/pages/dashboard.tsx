export { default } from "@/features/dashboard/DashboardPage";
