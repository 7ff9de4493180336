export { AdminNotFound as default } from "@/features/admin/guards";
