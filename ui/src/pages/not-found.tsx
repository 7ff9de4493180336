export { default } from "@/features/public/NotFoundPage";
