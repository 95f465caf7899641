import { AgentFooter } from '../components/agent-footer';
import styles from '../components/agents.module.css';
import { ContractScreen } from './contract-screen';

/** /m/member/agent/agentDivident (agent footer): the dividend contract and its statement per period. */
export default function DividendScreen() {
  return (
    <div className={styles.withFooter}>
      <ContractScreen kind="dividend" />
      <AgentFooter />
    </div>
  );
}
