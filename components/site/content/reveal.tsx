import { cn } from "@/lib/utils";
import styles from "./reveal.module.css";

export function Reveal({
  children,
  className,
  as: Tag = "div",
}: {
  children: React.ReactNode;
  className?: string;
  as?: "div" | "li" | "article";
}) {
  return <Tag className={cn(styles.reveal, className)}>{children}</Tag>;
}

export const settleClass = styles.settle;
