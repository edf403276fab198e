import "./finance.css";

/** A money amount with its direction: income green with "+", expense red with "−". */
export function SignedAmount({ amount, income, testId }: { amount: string; income: boolean; testId?: string }) {
  return (
    <span className={income ? "finance-income" : "finance-expense"} data-testid={testId}>
      {income ? "+" : "-"}
      {amount}
    </span>
  );
}
