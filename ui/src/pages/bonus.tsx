export { default } from "@/features/bonus/BonusPage";
