import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Create Email" description="The story email form is on its way: tell your story, lesson and offer and get a ready sales email." backTo="/" />;
}
