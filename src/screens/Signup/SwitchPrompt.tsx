import { Button } from '../../components/Button';
import * as styles from './Signup.css';

/** « Déjà un compte sur cet appareil ? Se connecter » and its converse: a question and the button that answers it. */
export function SwitchPrompt({ question, action, onPress }: { question: string; action: string; onPress: () => void }) {
  return (
    <p className={styles.switchRow}>
      <span>{question}</span>
      <Button variant="ghost" size="sm" onPress={onPress}>
        {action}
      </Button>
    </p>
  );
}
