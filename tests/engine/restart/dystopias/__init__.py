"""Tests of the Restart dystopia plug-ins, one file group per dystopia."""
