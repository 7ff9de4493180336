export { default } from "@/features/admin/UsersPage";
