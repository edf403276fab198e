import { Avatar, type AvatarProps } from "antd";

interface UserAvatarProps {
  src: string | null | undefined;
  /** The customer's or staff member's name: its first letter stands in for a missing picture. */
  name: string | null | undefined;
  size?: AvatarProps["size"];
  "data-testid"?: string;
}

/**
 * A person's avatar beside their name. The name is always written next to it, so the picture is
 * decoration for a screen reader (empty alternative text, hidden with its stand-in letter).
 */
export function UserAvatar({ src, name, size, "data-testid": testId }: UserAvatarProps) {
  return (
    <Avatar src={src || undefined} alt="" size={size} aria-hidden data-testid={testId}>
      {name?.slice(0, 1)}
    </Avatar>
  );
}
