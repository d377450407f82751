"""Any sequence of moves, undos, redos and jumps leaves the state equal to a fresh fold of the
path to the cursor, and no seat's view ever shows another seat's hand."""
from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from engine.core import SeatSpec, Session
from tests.tiny_game import GAME


class SessionMachine(RuleBasedStateMachine):
    @rule(seed=st.integers(0, 2**32), bot=st.booleans(), policy=st.sampled_from(["casual", "strict"]))
    @precondition(lambda self: not hasattr(self, "session"))
    def start(self, seed, bot, policy):
        seats = [SeatSpec("A"), SeatSpec("B", "random" if bot else "human"), SeatSpec("C")]
        self.session = Session(GAME, seats, seed, policy=policy, snapshot_every=3)
        self.session.advance()

    @rule(pick=st.integers(0, 20))
    @precondition(lambda self: hasattr(self, "session") and not self.session.over)
    def move(self, pick):
        self.session.advance()  # a jump may land where chance or a bot acts next
        if self.session.over:
            return
        moves = self.session.legal_moves()
        self.session.apply(moves[pick % len(moves)])
        self.session.advance()

    @rule()
    @precondition(lambda self: hasattr(self, "session"))
    def undo(self):
        could = self.session.can_undo()
        assert self.session.undo() == could

    @rule()
    @precondition(lambda self: hasattr(self, "session"))
    def redo(self):
        could = self.session.can_redo()
        assert self.session.redo() == could

    @rule(pick=st.integers(0, 10_000))
    @precondition(lambda self: hasattr(self, "session"))
    def jump(self, pick):
        self.session.jump(pick % len(self.session.tree))

    @invariant()
    def state_is_the_fold_of_the_path(self):
        if not hasattr(self, "session"):
            return
        fold = GAME.initial_state(GAME.default_options(), 3)
        for _, event in self.session.events():
            GAME.apply(fold, event)
        assert fold == self.session.state

    @invariant()
    def views_hide_other_hands(self):
        if not hasattr(self, "session"):
            return
        state = self.session.state
        for seat in range(3):
            view = GAME.view(state, seat)
            for other in range(3):
                shown = view["hands"][other]
                if other == seat:
                    assert shown == state.hands[other]
                else:
                    assert shown == len(state.hands[other]) and not isinstance(shown, list)



SessionMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)
TestSession = SessionMachine.TestCase
