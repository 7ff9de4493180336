export { default } from "@/features/admin/AdminGatewayPage";
