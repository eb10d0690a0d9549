"""Computer players (Qt-free): agents that choose a move from what their seat may know.

* :mod:`.infoset`: the :class:`InformationSet` an agent is given instead of the state;
* :mod:`.agents`: Random, Easy, Medium and Hard, one interface (``choose``);
* :mod:`.heuristics`: the families' rule-aware move scores (Medium, and Hard's playouts);
* :mod:`.service`: :class:`ComputerPlayerService`, which thinks in a worker process so the
  window keeps painting, and can be cancelled.
"""

from .agents import Budget, EasyAgent, HardAgent, MediumAgent, RandomAgent, agent_for, hint
from .infoset import InformationSet, can_sample, information_set

__all__ = ["Budget", "EasyAgent", "HardAgent", "MediumAgent", "RandomAgent", "agent_for", "hint",
           "InformationSet", "can_sample", "information_set"]
