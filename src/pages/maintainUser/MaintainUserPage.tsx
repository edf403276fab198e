import { Card } from "antd";
import { useParams } from "react-router";
import { ProfileForm } from "./ProfileForm";
import { PasswordForm } from "./PasswordForm";

/** `/maintain/user/:type?`: the personal centre (type `users`) or the change-password form. */
export default function MaintainUserPage() {
  const { type } = useParams();
  return <Card data-testid="maintain-user">{type === "users" ? <ProfileForm /> : <PasswordForm />}</Card>;
}
