export { default } from "@/features/admin/EmailsPage";
